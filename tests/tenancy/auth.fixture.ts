import { defineFixture } from "./fixture";

// Switching location or account to one the caller does not belong to must answer 404.
export default defineFixture({
  module: "auth",
  records: async (_db, ids) => ({
    location: { own: ids.uptown, other: ids.otherLoc },
    company: { own: ids.demoCompany, other: ids.otherCompany },
  }),
  params: {
    "POST /location/{id}/access": { id: "location" },
    "POST /account/{id}/access": { id: "company" },
  },
});
