// The list's vocabulary, apart from the payload schemas: the route's search validation needs only
// these, and keeping them small keeps them out of the entry chunk's way.

/** Which notifications a list holds: every one, the unread or the read ones (`is_read`). */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
