import { defineFixture } from "./fixture";

// `{type}` names a content type, not a record; the item's id is in the body, and another
// tenant's id answers 404 (tests/integration/content-dashboard.test.ts, per module).
export default defineFixture({
  module: "content-dashboard",
  literals: {
    "POST /{type}/update-thumbnail": { type: "playbook" },
    "PATCH /{type}/update-ordering": { type: "playbook" },
  },
});
