export const greet = (name: string) => `Hello, ${name}`;

// Breaks: exported and imported by nothing.
export const farewell = (name: string) => `Goodbye, ${name}`;
