/** The admin's client pages. */
export const clientLinks = {
  list: '/admin/clients',
  page: (clientId: string) => `/admin/clients/${clientId}`,
};
