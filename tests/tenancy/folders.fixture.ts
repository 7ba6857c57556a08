import { defineFixture } from "./fixture";

// Folder calls name their folder in the body (tests/integration/folders.test.ts checks another
// tenant's folder answers 404); the path only names the asset type.
export default defineFixture({
  module: "folders",
  literals: {
    "GET /folder/{asset_type}/list": { asset_type: "files" },
    "GET /folder/{asset_type}/main": { asset_type: "files" },
  },
});
