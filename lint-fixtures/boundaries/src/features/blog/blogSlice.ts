export const blogSlice = { name: 'blog' };
