export declare const chromiumArgs: string[];
export declare function findChromium(): Promise<string | undefined>;
export declare function findTestChromium(): Promise<string | undefined>;
export declare function resolveChromium(options?: {
  install?: boolean;
}): Promise<string | undefined>;
