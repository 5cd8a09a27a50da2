import * as React from 'react';
export default React;
export * from 'react';
