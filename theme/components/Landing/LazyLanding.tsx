import { preloadable } from '../../preloadable';

/**
 * The home page in a chunk of its own: doc pages never load it. The home routes
 * load it with their page module (theme/routeNeeds.ts), so it is there when a
 * home page hydrates or is navigated to.
 */
export const LazyLanding = preloadable(() => import('./LandingLayout').then((module) => module.LandingLayout));
