/** The client build's lazily loaded modules and their files, for the server build (build-tools/client-chunks.ts). */
declare module "virtual:client-chunks" {
  const chunks: Readonly<Record<string, readonly string[]>>;
  export default chunks;
}
