export const panelTitle = 'Panel';
