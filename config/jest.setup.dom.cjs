require('@testing-library/jest-dom');

// react-router 7 reads TextEncoder when it loads; jsdom lacks it, so the tests take Node's.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
