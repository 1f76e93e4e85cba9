// Breaks: a pure model module touches a browser global.
export const width = window.innerWidth;
