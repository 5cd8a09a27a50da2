import path from 'node:path';

/** The portal-api folder, both from src/ (tsx, Jest) and from dist/ (built). */
export const packageRoot = path.resolve(__dirname, '..');
