/** The catch-all route: shown inside the shell when signed in, in the guest frame otherwise. */
export const notFoundRouteId = 'not-found';
