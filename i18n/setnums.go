package i18n

func numberSets(ids map[string]int32) {}

func numberedSets() map[string]*numSet { return nil }
