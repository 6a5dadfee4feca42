package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"branchenbuch/internal/directory"
)

// settingsCmd shows or changes the site settings from the command line, for
// deployments that are configured by scripts:
//
//	branchenbuch settings show
//	branchenbuch settings set KEY VALUE   (VALUE "-" reads standard input)
func settingsCmd(ctx context.Context, cfg config, args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("%w: settings show | settings set KEY VALUE", errUsage)
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	switch {
	case args[0] == "show" && len(args) == 1:
		set, err := st.Settings(ctx)
		if err != nil {
			return err
		}
		for _, k := range directory.SettingKeys {
			fmt.Fprintf(stdout, "%s=%q\n", k, set[k])
		}
		return nil
	case args[0] == "set" && len(args) == 3:
		key, value := args[1], args[2]
		if !slices.Contains(directory.SettingKeys, key) {
			return fmt.Errorf("%w: unknown setting %q (known: %s)", errUsage, key, strings.Join(directory.SettingKeys, ", "))
		}
		if value == "-" {
			b, err := io.ReadAll(io.LimitReader(stdin, 1<<20))
			if err != nil {
				return err
			}
			value = string(b)
		}
		if key == directory.MapTileURLSetting {
			value = strings.TrimSpace(value)
			if err := directory.CheckTileURL(value); err != nil {
				return fmt.Errorf("%w: %s", errUsage, directory.ErrorMessage(err))
			}
		}
		return st.SaveSettings(ctx, directory.Settings{key: value})
	default:
		return fmt.Errorf("%w: settings show | settings set KEY VALUE", errUsage)
	}
}
