export declare function measuredBuild(): { root: string; outDir: string; port: number | undefined };
export declare function measuringArgs(
  defaultRuns: number,
  options?: { defaultCpuSlowdown?: number },
): { runs: number; cpuSlowdown: number; pages: string[]; has: (flag: string) => boolean };
export declare function median(values: number[]): number;
export declare function writeFloorPage(
  outDir: string,
  path: string,
  page: { title: string; description: string; body?: string; files?: Record<string, string> },
): Promise<() => Promise<void>>;
export declare function publishedPages(outDir: string): {
  post: string | undefined;
  category: string | undefined;
};
