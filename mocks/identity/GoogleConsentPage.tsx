/** Simulated provider page (demo mode): filled in by the GoogleConsentPage work. */
export default function GoogleConsentPage() {
  return null;
}
