-- Applying with certificates (docs/product.md, Applying with certificates): the certificates an
-- applicant attached to an application, each at most once, in the order attached. Only the
-- applicant's own certificates are ever written (src/tables/applications.ts checks it in the
-- application's transaction). A withdrawn or deleted application and a deleted certificate (its
-- learner's account deleted) take their links with them.
CREATE TABLE application_certificates (
  application_id uuid NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  certificate_id uuid NOT NULL REFERENCES certificates (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 20),
  PRIMARY KEY (application_id, certificate_id)
);
-- The cascade from certificates finds a certificate's links.
CREATE INDEX application_certificates_certificate_idx ON application_certificates (certificate_id);
