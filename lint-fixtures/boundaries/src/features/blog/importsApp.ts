// Breaks: a feature imports the app layer.
import { routes } from '../../app/routes';

export const firstRoute = routes[0];
