/** The organization module's copy (doc 1 s8, word for word) and limits, named once. */

export const MSG = {
  primaryUpdated: "Primary location has been updated successfully!",
  secondarySaved: "Secondary location has been saved successfully!",
  secondaryDeleted: "Secondary location has been deleted successfully!",
  secondarySuspended: "Secondary location has been suspended successfully!",
  secondaryActivated: "Secondary location has been activated successfully!",
  usersAdded: "Users has been added successfully!",
  userDeleted: "The user has been deleted successfully!",
  credentialsSent: "The login credentials has been send successfully!",
  userSaved: "The user has been saved successfully!",
} as const;

/** Refusals of ours (the spec shows none): said plainly on the field concerned. */
export const REFUSE = {
  primaryDelete: "The primary location cannot be deleted.",
  primarySuspend: "The primary location cannot be suspended.",
  inUse: "Switch to another location before changing this one.",
  lastOwner: "The last owner of the organization cannot be removed.",
  self: "You cannot delete your own user.",
  grant: "You cannot grant a permission you do not hold.",
  superUser: "Only the organization owner may make super users.",
  owner: "The organization owner is managed from their own profile.",
  companyLocation: "A location's own login has the location's access; it has no permissions to edit.",
  companyLevel: "Only company-level users may manage the organization.",
  locations: "Choose at least one location.",
  reserved: "This name is reserved. Please choose another.",
  emailTaken: "The email has already been taken.",
} as const;

/** A credentials email's set-password link stays usable this long. */
export const CREDENTIALS_LINK_TTL_MS = 7 * 86_400_000;
/** Audit log page size. */
export const AUDIT_PER_PAGE = 25;
