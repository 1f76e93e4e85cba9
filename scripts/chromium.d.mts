export declare const chromiumArgs: string[];
export declare function requireChromium(options?: { test?: boolean }): Promise<string>;
export declare function resolveChromium(options?: {
  install?: boolean;
}): Promise<string | undefined>;
