export declare function contentDir(root?: string): string;
