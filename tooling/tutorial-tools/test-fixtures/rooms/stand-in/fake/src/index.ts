export const fake = 'stand-in';
