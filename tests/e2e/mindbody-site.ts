/**
 * The Mindbody site the e2e run connects. scripts/e2e.ts serves a local peer answering like the
 * Mindbody Public API v6 (MINDBODY_BASE_URL) that holds this site, its staff login and clients.
 */
export const E2E_MINDBODY = {
  apiKey: "e2e-mindbody-developer-key",
  siteId: "-99",
  username: "owner@mindbody-e2e.test",
  password: "e2e mindbody pass",
  clients: [
    { Id: "900001", FirstName: "Mbsync", LastName: "Avery", Email: "mbsync.avery@e2e.test", MobilePhone: "(415) 555-0111", Gender: "Female" },
    { Id: "900002", FirstName: "Mbsync", LastName: "Brooks", Email: "mbsync.brooks@e2e.test", MobilePhone: null, Gender: "Male" },
    { Id: "900003", FirstName: "Mbsync", LastName: "Carter", Email: "mbsync.carter@e2e.test", MobilePhone: "(415) 555-0133", Gender: null },
  ],
};
