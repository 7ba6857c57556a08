export * from "./accounts";
export * from "./contacts";
export * from "./mail";
