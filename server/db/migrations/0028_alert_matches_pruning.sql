-- alert_matches are pruned by age (docs/decisions/0063): a block range index on matched_at finds
-- the old rows; rows are written in matched_at order, so it stays small and cheap to keep.
CREATE INDEX "alert_matches_matched_at_brin" ON "alert_matches" USING brin ("matched_at");