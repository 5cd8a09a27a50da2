import * as ReactDOMClient from 'react-dom/client';
export default ReactDOMClient;
export * from 'react-dom/client';
