import { fuzzRoutes } from "../helpers/fuzz";

// Part 1 of the route fuzz (tests/helpers/fuzz.ts deals the routes into the parts).
fuzzRoutes(1);
