/** The product API's base URL: this app's own /api by default, or an external API. */
export const apiBaseUrl = process.env.NEXT_PUBLIC_API_URL ?? '/api';
