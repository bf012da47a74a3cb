import type { PricingModel } from '../api/schemas';

/** Each pricing model in words, as pages and forms show it. */
export const PRICING_MODEL_LABELS: Readonly<Record<PricingModel, string>> = {
  free: 'Free',
  freemium: 'Freemium',
  per_seat: 'Per seat',
  usage_based: 'Usage-based',
  flat_rate: 'Flat rate',
  quote: 'Quote-based',
};

export function pricingModelLabel(model: PricingModel): string {
  return PRICING_MODEL_LABELS[model];
}
