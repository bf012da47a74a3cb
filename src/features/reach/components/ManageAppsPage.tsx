/** Manage Apps (super admin): the catalogue with its products, vendors and categories. */
export function ManageAppsPage() {
  return <h1>Manage Apps</h1>;
}
