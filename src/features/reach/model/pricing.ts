import type { PricingModel } from '../api/schemas';

/** A pricing model in words, as every Reach page shows it. */
export const PRICING_MODEL_LABELS: Record<PricingModel, string> = {
  free: 'Free',
  freemium: 'Freemium',
  per_seat: 'Per seat',
  usage_based: 'Usage-based',
  flat_rate: 'Flat rate',
  quote: 'On quote',
};
