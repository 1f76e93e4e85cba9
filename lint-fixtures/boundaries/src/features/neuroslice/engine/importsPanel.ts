// Breaks: the engine imports a UI module of its own feature.
import { panelTitle } from '../panels/Panel';

export const title = panelTitle;
