/** 'Sign in with Microsoft' (issue 3: MSAL redirect to /msauth). Filled in by the Microsoft sign-in work. */
export function MicrosoftSignInButton({ disabled: _disabled }: { disabled?: boolean }) {
  return null;
}
