/**
 * Recommendations: the sites a blog recommends (issue 38), kept by its ADMIN and shown on its
 * `/recomendaciones` page and in `/.well-known/recommendations.json`. The feature's only face:
 * the composition and the public site import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { recommendationsPolicy } from './policy.ts';
import { recommendationRoutes } from './recommendations.routes.ts';

/** The blog's page of its recommendations, under the code of the page's language as its others. */
export const RECOMMENDATIONS_PATH = '/recomendaciones';

export {
  hasRecommendations,
  listRecommendations,
  wellKnownRecommendations,
} from './recommendations.service.ts';

/** What recommendations hand to app.ts. */
export const recommendationsFeature: Feature = {
  name: 'recommendations',
  policy: recommendationsPolicy,
  routes: [{ path: '/api/recommendations', app: recommendationRoutes }],
};
