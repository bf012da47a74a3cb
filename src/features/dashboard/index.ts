// The dashboard's public surface: nothing another area uses yet. Re-exports only, no side effects;
// add here what another area needs (never a page).
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export {};
