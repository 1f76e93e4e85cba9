export interface PostDate {
  file: string;
  status: unknown;
  publishDate: unknown;
}
export declare function postDates(files: Record<string, string>): PostDate[];
export declare function fallenDue(
  posts: PostDate[],
  lastDeploy: Date | undefined,
  now: Date,
): string[];
