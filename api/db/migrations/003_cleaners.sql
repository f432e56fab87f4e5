-- Cleaners with a home base: the location pages count cleaners and completed cleanings
-- near each city from these rows instead of quoting the whole service area's total.
CREATE TABLE cleaners (
  id serial PRIMARY KEY,
  region_id integer NOT NULL REFERENCES service_regions (id),
  zipcode char(5) NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  completed_jobs integer NOT NULL CHECK (completed_jobs >= 0)
);
CREATE INDEX cleaners_position ON cleaners (latitude, longitude);
