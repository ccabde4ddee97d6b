// npm packages that ship WebAssembly glue without type declarations; the adapters that import
// them describe the parts they use.
declare module '@echogarden/fvad-wasm' {
  const createModule: () => Promise<unknown>;
  export default createModule;
}
