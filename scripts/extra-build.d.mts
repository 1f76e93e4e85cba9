export declare const fixtureContentDir: string;
export declare function ensureBuild(
  outDir: string,
  settings?: {
    CONTENT_DIR?: string;
    VITE_LEAD_ENDPOINT?: string;
    VITE_ANALYTICS_HOST?: string;
    VITE_ANALYTICS_DOMAIN?: string;
    VITE_GITHUB_API_URL?: string;
  },
): NodeJS.ProcessEnv;
