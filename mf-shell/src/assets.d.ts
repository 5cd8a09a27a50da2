// Images imported by the shell's code become URLs (webpack `asset` modules).
declare module '*.svg' {
  const url: string;
  export default url;
}
