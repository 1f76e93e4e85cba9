// Keeps the rules: code that needs consent, which only the consent module may load.
export const channel = 'Direct';
