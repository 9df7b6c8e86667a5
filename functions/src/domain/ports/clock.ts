/** The time source (a fixed clock in tests, the deadline job and the request edge). */

export interface Clock {
  now(): Date;
}
