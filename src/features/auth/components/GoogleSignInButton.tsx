/** 'Sign in with Google' (issue 3: the code flow sending auth_code). Filled in by the Google sign-in work. */
export function GoogleSignInButton({ disabled: _disabled }: { disabled?: boolean }) {
  return null;
}
