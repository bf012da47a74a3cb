/** Simulated provider page (demo mode): filled in by the MicrosoftSignInPage work. */
export default function MicrosoftSignInPage() {
  return null;
}
