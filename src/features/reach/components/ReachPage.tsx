/** Reach for client users: the catalogue, my stack, my requests and (client admins) the tenant's requests. */
export function ReachPage() {
  return <h1>Reach</h1>;
}
