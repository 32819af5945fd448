import type { Plugin } from "vite";

/**
 * Stamps every build with one id: the client bundle gets it as `__BUILD_ID__` and the
 * client build writes `version.json`, which the running app polls to notice a newer deploy.
 */
export function versionManifest(buildId: string): Plugin {
  return {
    name: "storefront:version-manifest",
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({
        type: "asset",
        fileName: "version.json",
        source: JSON.stringify({ version: buildId }),
      });
    },
  };
}
