import { PRICING_MODELS, type PricingModel } from '../api/schemas';

/** How each pricing model reads on screen. */
export const PRICING_MODEL_LABELS: Readonly<Record<PricingModel, string>> = {
  free: 'Free',
  freemium: 'Freemium',
  per_seat: 'Per seat',
  usage_based: 'Usage-based',
  flat_rate: 'Flat rate',
  quote: 'Quote-based',
};

/** The pricing models as select options, in the API's order. */
export const PRICING_MODEL_OPTIONS = PRICING_MODELS.map((value) => ({
  value,
  label: PRICING_MODEL_LABELS[value],
}));

export function pricingModelLabel(model: PricingModel): string {
  return PRICING_MODEL_LABELS[model];
}
