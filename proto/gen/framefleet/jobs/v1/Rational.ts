// Original file: proto/framefleet/jobs/v1/jobs.proto


export interface Rational {
  'num'?: (number);
  'den'?: (number);
}

export interface Rational__Output {
  'num': (number);
  'den': (number);
}
