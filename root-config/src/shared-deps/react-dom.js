import * as ReactDOM from 'react-dom';
export default ReactDOM;
export * from 'react-dom';
