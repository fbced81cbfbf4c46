/** The addresses of the transfer screens. */
export const transferLinks = {
  list: (projectId: string, filter: { eventId?: string } = {}) => `/dashboard/projects/${projectId}/transfers${filter.eventId ? `?eventId=${filter.eventId}` : ''}`,
  /** `to` presets the destination (the shop card's "send stock to the shop"). */
  create: (projectId: string, preset: { to?: string } = {}) => `/dashboard/projects/${projectId}/transfers/new${preset.to ? `?to=${preset.to}` : ''}`,
  detail: (projectId: string, transferId: string) => `/dashboard/projects/${projectId}/transfers/${transferId}`,
  sellerDetail: (transferId: string) => `/sellers/transfers/${transferId}`,
  sellersHome: () => '/sellers',
  dispatch: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}/dispatch`,
  event: (projectId: string, eventId: string) => `/dashboard/event/projects/${projectId}/tour/${eventId}`,
  tourStock: (projectId: string) => `/dashboard/projects/${projectId}?tab=stock`,
};
